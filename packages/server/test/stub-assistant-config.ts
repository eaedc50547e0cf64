import { type AssistantConfig, DEFAULT_ASSISTANT, Secret } from '../src/config';

/**
 * The server's assistant settings pointed at a started stub (`stubUrl`), with
 * `key` and short timeouts; `limits` over the defaults.
 */
export const stubAssistantConfig =
  (stubUrl: string, key: string) =>
  (limits: Partial<AssistantConfig['limits']> = {}): AssistantConfig => ({
    ...DEFAULT_ASSISTANT,
    url: stubUrl,
    model: 'stub-model',
    apiKey: new Secret(key),
    firstTokenTimeoutMs: 400,
    answerTimeoutMs: 3_000,
    limits: { ...DEFAULT_ASSISTANT.limits, ...limits },
  });
