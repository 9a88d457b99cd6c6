/** One playable file made from a call's raw media recordings (decision 0030). */
export interface ConvertedRecording {
  /** The file written (in a temporary folder the caller removes). */
  path: string;
  mimeType: string;
  sizeBytes: number;
  durationSeconds: number;
}

/** Turns the raw recordings of a call into one playable file. */
export interface RecordingConverter {
  /**
   * Converts what `sourceDir` holds into one file under `workDir`; undefined when it holds no media
   * at all (nobody published). Rejects when the tools fail.
   */
  convert(sourceDir: string, workDir: string): Promise<ConvertedRecording | undefined>;
}
