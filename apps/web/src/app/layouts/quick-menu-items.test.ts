import type { Role } from '@hospital/contract/lists';
import { QUICK_MENU } from '@hospital/contract/testing/menu-fixtures';
import { describe, expect, it } from 'vitest';
import { quickMenuItems, roleGreeting } from './quick-menu-items';

const menuOf = (role: Role) => quickMenuItems(role).map((item) => `${item.to} ${item.label}`);

describe('quick menu items per role', () => {
  it.each(Object.entries(QUICK_MENU) as [Role, readonly string[]][])(
    'when the user is a %s, then the menu grid is exactly the spec row',
    (role, expected) => {
      expect(menuOf(role)).toEqual(expected);
    },
  );
});

describe('role greeting', () => {
  it('when the user is a patient, then there is no greeting', () => {
    expect(roleGreeting('patient')).toBeNull();
  });

  it('when the user is staff, then the greeting names the role with a capital letter', () => {
    expect(roleGreeting('attendant')).toBe('Hello, Attendant');
    expect(roleGreeting('admin')).toBe('Hello, Admin');
    expect(roleGreeting('doctor')).toBe('Hello, Doctor');
  });
});
