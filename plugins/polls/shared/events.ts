/** Emitted when an employee sends the last required answer of a poll (the shop may pay coins for it). */
export interface PollCompleted {
  pollId: string;
  userId: string;
}

declare module '@atrium/sdk/shared' {
  interface AtriumEvents {
    'poll.completed': PollCompleted;
  }
}
