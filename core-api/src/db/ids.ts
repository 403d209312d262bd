import { v7 } from 'uuid';

/** Ids are UUIDv7 strings: time-ordered, so primary-key order is creation order. */
export const newId = (): string => v7();
