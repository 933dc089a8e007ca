export * from './geo';
export * from './catalog';
export * from './content';
export * from './people';
export * from './commerce';
export * from './media';
export * from './system';
export * from './rate-limit';
