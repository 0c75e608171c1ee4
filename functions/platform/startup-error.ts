/**
 * A reason the control plane cannot start that the operator can fix, its message saying how (a
 * setting, a directory, a port, a missing program). `npm start` prints the message alone and
 * exits 1; anything else that stops a start is a bug and is printed with its stack. Each such
 * error extends this class, so the entry point needs no list of them.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
