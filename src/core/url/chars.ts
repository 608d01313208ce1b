/**
 * Character classes shared by the URL checks and the server's name.
 */

/** One bidi control: an embedding, override, isolate or mark. In a name it can reorder the sentence around it. */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a string is all ASCII. */
export const ASCII_ONLY = /^[\0-\x7f]*$/;
