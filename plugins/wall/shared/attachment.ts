/** A file attached to a post or comment, as the server stores it and the UI shows it. */
export interface Attachment {
  file: string;
  url: string;
  mini: string | null;
  mimetype: string;
  fileName: string;
  size: number;
}
