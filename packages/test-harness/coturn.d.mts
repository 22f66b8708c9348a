export type Relay = {
  /** TURN_URLS and TURN_SECRET for an app that hands out this relay's credentials. */
  env: Record<string, string>;
  /** Takes the relay away (SIGKILL: every allocation gone at once, as a crashed or unreachable relay). */
  kill(): Promise<void>;
  /** Brings it back on the same port. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  dispose(): Promise<void>;
};

/** A coturn relay on 127.0.0.1:`port` with the shipped config and `secret` for its short-lived credentials. */
export function startCoturn(port: number, secret: string): Promise<Relay>;
