/** Comments of a record the `wall.parentComments` slot shows at a time. */
export const PARENT_COMMENTS_PAGE = 20;

/**
 * The query key of a record's comments in the `wall.parentComments` slot (without an id: of every record of the
 * type). The owner's page refreshes it on its own live events, when someone comments in another tab.
 */
export const parentCommentsKey = (parentType: string, parentId?: string) =>
  parentId ? ['wall', 'parentComments', parentType, parentId] : ['wall', 'parentComments', parentType];
