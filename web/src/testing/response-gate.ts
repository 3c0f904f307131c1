/**
 * Holds an MSW handler's answer until the test opens the gate, so the screen's loading state can be
 * seen before the data arrives: `await gate.opened` in the handler, `gate.open()` in the test.
 */
export interface ResponseGate {
  readonly opened: Promise<void>;
  open: () => void;
}

export function responseGate(): ResponseGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
