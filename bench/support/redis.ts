import { Socket } from 'node:net';

/** Whether a Redis server answers at `url` (a TCP connect within 500 ms): benches with Redis figures need one. */
export async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
    socket.connect(Number(port || 6379), hostname);
  });
}
