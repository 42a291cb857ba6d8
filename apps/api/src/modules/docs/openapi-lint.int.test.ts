import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const ROOT = resolve(import.meta.dirname, '../../../../..');
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Redocly CLI's findings on a document file, with the repository's redocly.yaml. */
async function lint(file: string): Promise<LintProblem[]> {
  const output = join(file, '..', 'lint.json');
  // The CLI exits with 1 when it finds errors; the findings are in the JSON report either way.
  await promisify(execFile)(
    process.execPath,
    [REDOCLY, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'],
    {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .then(({ stdout }) => writeFile(output, stdout))
    .catch((error: { stdout?: string }) => writeFile(output, error.stdout ?? ''));
  const report = JSON.parse(await readFile(output, 'utf8')) as { problems: LintProblem[] };
  return report.problems;
}

describe('the OpenAPI document under Redocly CLI (recommended rules, redocly.yaml)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('has no errors and no warnings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/spa/docs/openapi.json' });
    const file = join(dir, 'openapi.json');
    await writeFile(file, response.body);
    const problems = await lint(file);
    const found = problems.map(
      ({ ruleId, severity, message, location }) =>
        `${severity} ${ruleId} ${location[0]?.pointer ?? ''}: ${message}`,
    );
    expect(found).toEqual([]);
  }, 120_000);

  it('reports a broken document, so a pass means something', async () => {
    const file = join(dir, 'broken.json');
    const document = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: { '/a/{id}': { get: { responses: { 200: { description: 'ok' } } } } },
    };
    await writeFile(file, JSON.stringify(document));
    const errors = (await lint(file)).filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => problem.ruleId)).toContain('path-parameters-defined');
  }, 120_000);
});
