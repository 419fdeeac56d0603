/** Whether a process with this id exists on this machine (EPERM: it does, but belongs to someone else). */
export function isProcessRunning(pid: number): boolean;
