import { describe, expect, it } from 'vitest';
import {
  capProgress,
  clampRepeatCount,
  FILE_TYPE,
  fileTypeOf,
  LESSON_TITLE_MARKERS,
  sortBySort,
  splitLessonTitle,
  streamProgress,
  usableVideoRef,
} from './lesson';

describe('clampRepeatCount', () => {
  it('keeps the count inside the range', () => {
    expect(clampRepeatCount(3, 1, 5)).toBe(3);
    expect(clampRepeatCount(0, 1, 5)).toBe(1);
    expect(clampRepeatCount(9, 1, 5)).toBe(5);
  });

  it('accepts a reversed range', () => {
    expect(clampRepeatCount(9, 5, 1)).toBe(5);
    expect(clampRepeatCount(0, 5, 1)).toBe(1);
  });

  it('takes the lower bound for a count that is not a number', () => {
    expect(clampRepeatCount(Number.NaN, 2, 4)).toBe(2);
    expect(clampRepeatCount(Number.POSITIVE_INFINITY, 2, 4)).toBe(2);
  });
});

describe('progress', () => {
  it('caps and rounds percents', () => {
    expect(capProgress(150)).toBe(100);
    expect(capProgress(-5)).toBe(0);
    expect(capProgress(33.4)).toBe(33);
    expect(capProgress(Number.NaN)).toBe(0);
  });

  it('is the share of complete days, capped at 100', () => {
    expect(streamProgress(3, 1)).toEqual({ daysCount: 3, completeDaysCount: 1, progress: 33 });
    expect(streamProgress(4, 6).progress).toBe(100);
    expect(streamProgress(0, 0)).toEqual({ daysCount: 0, completeDaysCount: 0, progress: 0 });
  });
});

describe('splitLessonTitle', () => {
  it.each(LESSON_TITLE_MARKERS)('takes a trailing (%s) into the subtitle', (marker) => {
    expect(splitLessonTitle(`Планка (${marker})`)).toEqual({ title: 'Планка', subtitle: marker });
  });

  it('takes square brackets, any case and surrounding spaces', () => {
    expect(splitLessonTitle(' Планка [Теория] ')).toEqual({ title: 'Планка', subtitle: 'теория' });
    expect(splitLessonTitle('Планка( РАЗБОР )')).toEqual({ title: 'Планка', subtitle: 'разбор' });
  });

  it('leaves other brackets and markers elsewhere alone', () => {
    expect(splitLessonTitle('Планка (1 минута)')).toEqual({
      title: 'Планка (1 минута)',
      subtitle: null,
    });
    expect(splitLessonTitle('Разбор (часть 1)')).toEqual({
      title: 'Разбор (часть 1)',
      subtitle: null,
    });
    expect(splitLessonTitle('Планка (разбор) — часть 2')).toEqual({
      title: 'Планка (разбор) — часть 2',
      subtitle: null,
    });
    expect(splitLessonTitle('Планка (разбор]')).toEqual({
      title: 'Планка (разбор]',
      subtitle: null,
    });
  });

  it('keeps a title that is only a marker', () => {
    expect(splitLessonTitle('(теория)')).toEqual({ title: '(теория)', subtitle: null });
  });
});

describe('file types', () => {
  it('has the spec numbers', () => {
    expect(FILE_TYPE).toEqual({ video: 1, image: 2, sound: 3, document: 4, subtitle: 5 });
  });

  it('reads known numbers, also as text, and defaults to document', () => {
    expect(fileTypeOf(1)).toBe(1);
    expect(fileTypeOf(5)).toBe(5);
    expect(fileTypeOf('2')).toBe(2);
    expect(fileTypeOf(7)).toBe(4);
    expect(fileTypeOf('video')).toBe(4);
    expect(fileTypeOf('')).toBe(4);
    expect(fileTypeOf(null)).toBe(4);
    expect(fileTypeOf(undefined)).toBe(4);
  });

  it('uses only video references of type video', () => {
    const video = { type: FILE_TYPE.video, url: 'v.mp4' };
    expect(usableVideoRef(video)).toBe(video);
    expect(usableVideoRef({ type: FILE_TYPE.image, url: 'i.png' })).toBe(null);
    expect(usableVideoRef(null)).toBe(null);
    expect(usableVideoRef(undefined)).toBe(null);
  });
});

describe('sortBySort', () => {
  it('sorts by sort, keeping the order of equal ones and the input', () => {
    const items = [
      { id: 'a', sort: 2 },
      { id: 'b', sort: 1 },
      { id: 'c', sort: 2 },
      { id: 'd', sort: 0 },
    ];
    expect(sortBySort(items).map((item) => item.id)).toEqual(['d', 'b', 'a', 'c']);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
