// Where the command writes: standard output for results, standard error for problems.

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const processIo: Io = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };
