/**
 * Whether this server process runs queued jobs itself (the default, one machine) or leaves
 * them to separate workers (`npm run worker`): JOBS_IN_WEB=false on the web instances turns
 * off both the queue timer and the run right after queuing. Read at call time.
 */
export function jobsRunInThisProcess(): boolean {
  return process.env.JOBS_IN_WEB !== 'false'
}
