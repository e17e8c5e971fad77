// autocannon's `setupClient` for the loads of large answers: autocannon appends every chunk of an
// answer to a string (decoding the compressed bytes as UTF-8) although nothing here reads it,
// about 10 ms of the load tool's CPU per 442 kB answer. Dropped, the load measures the server;
// bytes and status are still counted. A file, as autocannon's worker threads take one.
module.exports = (client) => {
  client.pipelinedRequests.addBody = () => {};
};
