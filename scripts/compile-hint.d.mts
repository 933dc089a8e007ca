export const COMPILE_HINT: string;
