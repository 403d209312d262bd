{
  "name": "@atrium/plugin-__CODE__",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": "__TITLE__: an Atrium plugin",
  "atrium": { "server": "server/index.ts" },
  "dependencies": {
    "@atrium/sdk": "*",
    "zod": "^4.1.0"
  },
  "peerDependencies": {
    "@mantine/core": "^8.3.0",
    "@tanstack/react-query": "^5.90.0",
    "react": "^19.1.0"
  },
  "devDependencies": {
    "playwright-core": "^1.55.0",
    "vitest": "^3.2.4"
  }
}
