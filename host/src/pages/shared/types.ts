/** An employee as the user routes answer it (HR fields only for those allowed). */
export interface Person {
  _id: string;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  fullName: string;
  email?: string;
  login?: string | null;
  position?: string | null;
  city?: string | null;
  phone?: string | null;
  internalPhone?: string | null;
  avatar?: string | null;
  avatarLarge?: string | null;
  cover?: string | null;
  departmentId?: string | null;
  roles?: string[];
  rights?: string[];
  superuser?: boolean;
  blocked?: boolean;
  deletion_mark?: boolean;
  [field: string]: unknown;
}

export interface Paged<T> {
  result: T[];
  page: number;
  limit: number;
  total: number;
}

export interface Department {
  _id: string;
  type: string;
  name: string;
  description: string | null;
  parentId: string | null;
  managerId: string | null;
  children: Department[];
}
