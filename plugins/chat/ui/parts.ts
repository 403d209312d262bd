// The room's menu and its dialogs are not part of the room's first paint (docs/benchmarks.md, "The chat room
// on a phone"): with them came the rest of @mantine/core (menus, modals), zod, the form kit and the shared
// schemas. Each loads when the user points at, focuses or opens what shows it.
export const loadChatMenu = () => import('./components/ChatMenu.js');
export const loadCreateChat = () => import('./components/CreateChatDialog.js');
export const loadEditChat = () => import('./components/EditChat.js');
