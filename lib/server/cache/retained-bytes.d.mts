export function stringBytes(text: string): number;
export function retainedBytes(value: unknown): number;
