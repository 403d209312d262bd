{
  "name": "@atrium/plugin-__CODE__",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": "__TITLE__: an Atrium plugin",
  "atrium": {
    "code": "__CODE__",
    "server": "server/index.ts",
    "features": ["__CODE__"],
    "rights": ["__CODE__"],
    "routes": ["/__CODE__"],
    "slots": [],
    "menu": [{ "key": "__CODE__", "to": "/__CODE__", "icon": "apps", "order": 500, "titles": { "ru": "__TITLE__", "en": "__TITLE__", "uk": "__TITLE__" } }]
  },
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
    "vitest": "^3.2.4"
  }
}
