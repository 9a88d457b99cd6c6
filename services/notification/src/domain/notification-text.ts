/** A notification as written in one language: its title and its body. */
export interface NotificationText {
  title: string;
  /** HTML (sanitised before it is stored). */
  body: string;
}
