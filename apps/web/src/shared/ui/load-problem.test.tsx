import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render';
import { ApiError, NetworkError } from '../api/api-error';
import { activateLanguage } from '../i18n/language';
import { LoadFailedPage } from './load-failed-page';
import { loadProblemText } from './load-problem';

const UNKNOWN_RU = 'Произошла неизвестная ошибка. Попробуйте позже';
const t = (key: string) => `t:${key}`;
const UNKNOWN = 't:common.errors.unknown';

afterEach(() => activateLanguage('ru'));

describe('load problem text (translated only)', () => {
  it("shows the server's own reason", () => {
    const error = new ApiError('/x', 403, { message: 'Курс вам недоступен' });
    expect(loadProblemText(error, t)).toBe('Курс вам недоступен');
    expect(loadProblemText(new ApiError('/x', 422, [{ message: 'А' }, 'Б']), t)).toBe('А; Б');
    expect(loadProblemText(new NetworkError('/x'), t)).toBe('t:common.errors.noInternet');
  });

  it("says the unknown-error text for 'Internal error' and answers without a message", () => {
    expect(loadProblemText(new ApiError('/x', 500, { message: 'Internal error' }), t)).toBe(
      UNKNOWN,
    );
    expect(
      loadProblemText(new ApiError('/x', 500, { message: 'error: Internal Server Error' }), t),
    ).toBe(UNKNOWN);
    expect(loadProblemText(new ApiError('/x', 502, '<html>Bad gateway</html>'), t)).toBe(UNKNOWN);
    expect(loadProblemText(new ApiError('/x', 500, null), t)).toBe(UNKNOWN);
    expect(loadProblemText(new TypeError('x is undefined'), t)).toBe(UNKNOWN);
  });

  it("says the screen's own text instead when it gives one, and only when there is no reason", () => {
    const own = 'Что-то пошло не так';
    expect(loadProblemText(new ApiError('/x', 500, { message: 'Internal error' }), t, own)).toBe(
      own,
    );
    expect(loadProblemText(new ApiError('/x', 500, null), t, own)).toBe(own);
    expect(loadProblemText(new NetworkError('/x'), t, own)).toBe('t:common.errors.noInternet');
    expect(loadProblemText(new ApiError('/x', 403, { message: 'Курс недоступен' }), t, own)).toBe(
      'Курс недоступен',
    );
  });
});

describe('LoadFailedPage', () => {
  it('shows the reason as an alert under the screen title, with a retry', async () => {
    const retry = vi.fn();
    await renderInRouter(
      <LoadFailedPage
        title="Календарь курса"
        error={new ApiError('/x', 500, { message: 'Internal error' })}
        retry={retry}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Календарь курса' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(UNKNOWN_RU);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("speaks the interface's language", async () => {
    await renderInRouter(
      <LoadFailedPage
        title="Calendario"
        error={new ApiError('/x', 500, { message: 'Internal error' })}
        retry={vi.fn()}
      />,
    );
    await activateLanguage('es');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Se ha producido un error desconocido. Inténtalo más tarde',
    );
  });

  it("shows the screen's own text for a failure without a reason", async () => {
    await renderInRouter(
      <LoadFailedPage
        title="Баллы"
        error={new ApiError('/x', 500, { message: 'Internal error' })}
        retry={vi.fn()}
        unknownText="Что-то пошло не так"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Что-то пошло не так');
  });

  it("shows the screen's own not-found page for a 404", async () => {
    await renderInRouter(
      <LoadFailedPage
        title="Курс"
        error={new ApiError('/x', 404, { message: 'Не найдено' })}
        retry={vi.fn()}
        notFound={<p>Такого курса нет</p>}
      />,
    );
    expect(screen.getByText('Такого курса нет')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
