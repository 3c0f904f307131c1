/**
 * A gate an MSW handler awaits before it answers, so a test can look at a screen while its call is
 * still on its way (loading, submitting) and then let the answer through.
 */
export interface HeldResponse {
  /** Awaited by the handler. */
  readonly held: Promise<void>;
  /** Lets every handler waiting on `held` answer. */
  release: () => void;
}

export function holdResponse(): HeldResponse {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
