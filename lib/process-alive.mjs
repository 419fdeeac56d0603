// Plain JavaScript, so that scripts run by Node alone (tests/helpers/template-store.mjs) share it.

/** Whether a process with this id exists on this machine (EPERM: it does, but belongs to someone else). */
export function isProcessRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
