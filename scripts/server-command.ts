/**
 * How the built shop is started. `npm start` runs the supervisor (START_ARGS, scripts/supervise.ts),
 * which runs server.ts (SERVER_ARGS) with a bounded V8 heap and starts it again if it dies. On a
 * machine with plenty of memory V8 otherwise lets garbage pile up to gigabytes before collecting it;
 * 256 MB holds the app and its caches with room for the renders the admission lets in
 * (docs/adr/0042-bounded-memory.md). Both run as `npm run build` compiled them into dist/
 * (docs/adr/0046-server-code-in-typescript.md); paths are from the project's folder.
 */
export const SERVER_ARGS = ['--max-old-space-size=256', 'dist/server.js'];

export const START_ARGS = ['dist/scripts/supervise.js'];

/**
 * The server's environment. glibc gives every thread that allocates its own malloc arena; the
 * image encoder's threads (libvips, via sharp) then leave RSS fragmented far above what is in use:
 * 356 picture encodes took RSS to 734 MB with the default and to 482 MB with two arenas
 * (docs/adr/0042-bounded-memory.md). A fixed mmap threshold keeps libvips's large pixel buffers out
 * of the arenas (glibc's threshold otherwise climbs after each free, up to 32 MB) and returns them
 * at once: the soak's plateau fell from 503 to 453 MB in the same run.
 */
export const serverEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072', ...env });
