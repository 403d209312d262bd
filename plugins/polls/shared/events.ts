/** Emitted when an employee sends the last required answer of a poll (the shop may pay coins for it). */
export interface PollCompleted {
  pollId: string;
  userId: string;
}

/** Emitted after a poll is deleted with its answers (the shop takes back what answering it paid). */
export interface PollDeleted {
  pollId: string;
}

declare module '@atrium/sdk/shared' {
  interface AtriumEvents {
    'poll.completed': PollCompleted;
    'poll.deleted': PollDeleted;
  }
}
