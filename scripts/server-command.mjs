/**
 * How the built shop is started (npm start says the same): server.mjs with a bounded V8 heap. On a
 * machine with plenty of memory V8 otherwise lets garbage pile up to gigabytes before collecting it;
 * 256 MB holds the app and its page cache with room to spare (scripts/bench/memory).
 */
export const SERVER_ARGS = ['--max-old-space-size=256', 'server.mjs'];
