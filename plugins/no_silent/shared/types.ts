/** An attachment of a report, as receivers download it (its url goes through the plugin's `fileAccess`). */
export interface ReportFileView {
  _id: string;
  fileName: string;
  mimetype: string;
  size: number;
  url: string;
}

/** One message of a report's thread: a receiver's answer or the reporter's reply. */
export interface ReportMessageView {
  _id: string;
  fromReporter: boolean;
  /** The receiver who answered; null for the reporter (an anonymous one has no id anywhere). */
  authorId: string | null;
  text: string;
  created: string;
}

/** A report in the receivers' list. `name` is null for an anonymous report; `day` is all an anonymous report keeps of its time. */
export interface ReportListItem {
  _id: string;
  anonymous: boolean;
  name: string | null;
  excerpt: string;
  day: string;
  files: number;
  messages: number;
}

export interface ReportView {
  _id: string;
  anonymous: boolean;
  name: string | null;
  description: string;
  day: string;
  files: ReportFileView[];
  messages: ReportMessageView[];
}

/** What a sent report answers: the code to keep, once, for an anonymous report; null for a named one. */
export interface SentReport {
  _id: string;
  code: string | null;
}
