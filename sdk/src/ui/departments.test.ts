import { describe, expect, it } from 'vitest';
import type { DepartmentNode } from '../shared/structure.js';
import { departmentOptions, flattenDepartments } from './departments.js';

const dept = (id: string, name: string, children: DepartmentNode[] = []): DepartmentNode => ({
  _id: id,
  type: 'administrative',
  name,
  description: null,
  parentId: null,
  managerId: null,
  children,
});
const tree = [dept('hq', 'Head office', [dept('it', 'IT', [dept('sup', 'Support')]), dept('hr', 'HR')]), dept('br', 'Branch')];

describe('departments of the structure', () => {
  it('lists a tree depth first, each node with its depth', () => {
    expect(flattenDepartments(tree).map(({ dept, depth }) => `${depth}:${dept._id}`)).toEqual(['0:hq', '1:it', '2:sup', '1:hr', '0:br']);
  });

  it('offers the departments as select options indented by depth, and none before the tree loads', () => {
    expect(departmentOptions(tree).slice(0, 3)).toEqual([
      { value: 'hq', label: 'Head office' },
      { value: 'it', label: '\u2003IT' },
      { value: 'sup', label: '\u2003\u2003Support' },
    ]);
    expect(departmentOptions(undefined)).toEqual([]);
  });
});
