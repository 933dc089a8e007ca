type Env = Record<string, string | undefined>;
type Header = (name: string) => string | string[] | undefined;

export function listenPort(env?: Env): number;
export function configuredOrigin(env?: Env): string | null;
export function siteOrigin(env?: Env): string;
export function selfOrigin(env?: Env): string;
export function requestOrigin(header: Header, env?: Env): string | null;
export function callerOrigin(header: Header, env?: Env): string;
export function isPublicOrigin(origin: string | null): boolean;
export function noteRequestHost(header: Header, env?: Env, log?: (message: string) => void): void;
export function checkSiteUrlAtStart(env?: Env, log?: (message: string) => void): void;
