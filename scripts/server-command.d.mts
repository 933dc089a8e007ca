export const SERVER_ARGS: string[];
