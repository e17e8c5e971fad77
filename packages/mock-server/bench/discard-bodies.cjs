// autocannon's `setupClient` for the loads of large answers: autocannon appends every chunk of an
// answer to a string (decoding the compressed bytes as UTF-8) although nothing here reads it,
// which costs the load tool several times the server's CPU per answer (ADR 0056). Dropped, the
// load measures the server; bytes, statuses and latencies are still counted. A file, as
// autocannon's worker threads take one.
module.exports = (client) => {
  client.pipelinedRequests.addBody = () => {};
};
