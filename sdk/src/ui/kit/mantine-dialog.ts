/**
 * The dialog kit of @mantine/core: the modal every dialog opens in (the mood meter's question on any page,
 * an error, a board's task), the scroll area it is built on (a board's lanes scroll in it too) and a
 * dialog's divider. A page with dialogs then loads ~24 KB instead of the rest of the package (~78 KB): the
 * mood meter's question, which a phone's cold visit painted last and largest, waited for it, and a task
 * board ran it on every start (docs/benchmarks.md, "The cold visit on a phone"). The build reads the list
 * from this file; a name belongs to one kit.
 */
export { Divider, Modal, ScrollArea } from '@atrium/real/mantine-core';
