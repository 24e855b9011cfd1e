import { expect, test } from '@playwright/test';
import { hmacSignature, sealManifest, trajectoryHash } from '../../leaderboard/integrity';
import { PyFloat, pyCanonicalJson } from '../../leaderboard/python-json';

// Expected values were printed by the reference's own integrity.py (Python 3) for the same
// inputs, so these tests pin byte-compatibility with it, not this code's own output.
test.describe('leaderboard integrity matches integrity.py', () => {
  test('canonical JSON: Python floats, sorted keys, ASCII escapes', () => {
    expect(pyCanonicalJson({ b: 'é\u007f', a: [new PyFloat(1), 0.5, new PyFloat(1e-5), new PyFloat(1e16), 123456789.125, 0.0001] })).toBe(
      '{"a":[1.0,0.5,1e-05,1e+16,123456789.125,0.0001],"b":"\\u00e9\\u007f"}',
    );
    expect(pyCanonicalJson({ z: null, n: 3, s: '😀' })).toBe('{"n":3,"s":"\\ud83d\\ude00","z":null}');
  });

  test('trajectory hash of create_trajectory_hash', () => {
    const h = trajectoryHash(
      7,
      [
        { action_type: 'click', action_args: ['a51'] },
        { action_type: 'fill', action_args: ['b12', 'Café é 😀 "q" \u007f'] },
      ],
      [
        { violated: true, dormant: false, violating_step: 1, eval_type: 'is_ask_the_user' },
        { violated: false, dormant: true, violating_step: null, eval_type: null },
      ],
      1,
    );
    expect(h).toBe('896f1d7094530abc0f62fcd890953738bdb36e5b30e3c76dfffd7947b3ad754f');
  });

  test('manifest seal and HMAC of seal_manifest / compute_hmac_signature (string task ids, float timestamps)', () => {
    const body = {
      run_id: 'r-1',
      benchmark_version: '1.0.0',
      timestamp_start: 1733380000,
      timestamp_end: 1733380123.456,
      evaluators_sha256: 'e',
      task_config_sha256: 't',
      custom_env_sha256: 'c',
      helper_functions_sha256: 'h',
      task_hashes: { '2': 'x', '10': 'y' },
    };
    expect(sealManifest(body)).toBe('647fb94cea539c2700ebec6ef8062069551bca135c3b1317b6ed6b1373684e88');
    expect(hmacSignature(body, 'k3y')).toBe('8260d865ffefd3b618be4e74cd323b79b1b2c6975d802ad907c987071e327912');
  });
});
