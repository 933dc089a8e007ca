export const SERVER_ARGS: string[];
export const START_ARGS: string[];
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
