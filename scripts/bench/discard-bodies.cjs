/**
 * autocannon's `setupClient` for bench:load (a CommonJS file: its worker thread `require`s it by path). autocannon
 * keeps every answer's body as a string (for `expectBody` and `verifyBody`, which bench:load does not use):
 * profiled, turning the live page's 23 kB of brotli into text took 79 % of the load thread, which then sent a
 * quarter of the requests a static server answering those bytes could take. Bodies are still read and their
 * bytes counted; they are only not kept.
 */
module.exports = function discardBodies(client) {
  client.pipelinedRequests.addBody = () => {};
};
