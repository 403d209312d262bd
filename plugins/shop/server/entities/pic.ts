/** An uploaded picture as a record keeps it: the core's file id with its addresses, so lists need no look-up per picture. */
export interface PicRef {
  id: string;
  url: string;
  thumb: string | null;
}
