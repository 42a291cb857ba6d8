import { describe, expect, it } from 'vitest';
import { areaOf, headerTitle, isCurrentEntry, screenTitleKey } from './screen-areas';

describe('current menu entry', () => {
  it('marks "My courses" on every screen of a course', () => {
    for (const route of ['courses', 'calendar', 'day', 'freeze', 'materials'] as const) {
      expect(isCurrentEntry('courses', areaOf(route))).toBe(true);
      expect(isCurrentEntry('home', areaOf(route))).toBe(false);
    }
  });

  it('marks the list an item belongs to, and the catalogue for its course pages', () => {
    expect(isCurrentEntry('homework', areaOf('homework'))).toBe(true);
    expect(isCurrentEntry('chat', areaOf('chat'))).toBe(true);
    expect(isCurrentEntry('catalog', areaOf('newCourse'))).toBe(true);
    expect(isCurrentEntry('subscriptions', areaOf('installments'))).toBe(true);
    // The desktop's "Edit profile" and the phone's "My information" are the same screen.
    expect(isCurrentEntry('editProfile', areaOf('userEdit'))).toBe(true);
    expect(isCurrentEntry('myInformation', areaOf('userEdit'))).toBe(true);
  });

  it('marks nothing on a screen outside the menus', () => {
    expect(areaOf('notFound')).toBeNull();
    expect(isCurrentEntry('home', areaOf('notFound'))).toBe(false);
  });
});

describe('mobile header title', () => {
  it('names a course screen by its own name, not "Course"', () => {
    expect(screenTitleKey('calendar')).toBe('shell.titles.calendar');
    expect(screenTitleKey('freeze')).toBe('shell.titles.freeze');
    expect(screenTitleKey('homeworks')).toBe('shell.titles.homework');
    expect(screenTitleKey('notFound')).toBeNull();
  });

  it('prefers the course, then the screen, then the site', () => {
    expect(headerTitle(['Йога', 'Заморозка', 'Школа'], 'Заморозка курса')).toBe('Йога');
    expect(headerTitle([null, 'Заморозка', 'Школа'], 'Заморозка курса')).toBe('Заморозка');
    expect(headerTitle([null, null, 'Школа'], null)).toBe('Школа');
  });

  it('never repeats the heading right below it', () => {
    // The calendar's heading is the course itself.
    expect(headerTitle(['Йога', 'Календарь', 'Школа'], 'Йога')).toBe('Календарь');
    expect(headerTitle([null, 'Главная', 'Школа'], ' главная ')).toBe('Школа');
    // When everything repeats it, the site's name still shows.
    expect(headerTitle([null, null, 'Школа'], 'Школа')).toBe('Школа');
  });
});
