// Preloaded into the shop server of an end-to-end run. Its stdin is a pipe from the test runner: when that
// closes (the runner finished, crashed or was killed), the server stops too instead of keeping the port.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
