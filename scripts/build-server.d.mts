/** scripts/build-server.mjs: compiles the server to server/dist/main.js. */
export function buildServer(): Promise<void>;
