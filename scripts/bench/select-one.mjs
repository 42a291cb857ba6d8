// The database-bound ceiling: a bare Fastify route doing one `select 1` over a pg Pool of the
// API's size, measured in the same run and on the same PostgreSQL as the API.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE),
});
const app = Fastify();
app.get('/', async () => (await pool.query('select 1 as one')).rows[0]);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
