export * from './geo';
export * from './catalog';
export * from './content';
export * from './people';
export * from './commerce';
