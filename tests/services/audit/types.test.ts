// Type tests of specforge/audit (checked by `make typecheck`): the paged method, the typed event
// union narrowed by name, enums as literal unions, and wrong calls rejected.
import { expect, test } from '@jest/globals';
import type { PagePromise } from 'specforge';
import {
  AuditClient,
  filterByGroup,
  type AuditActivities,
  type AuditActivity,
  type AuditEvent,
  type AuditEventGroup,
  type AuditEventParameters,
  type NestedParameter,
  type Response,
} from 'specforge/audit';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_: T): void {}

test('audit types', () => {
  const client = new AuditClient();
  type List = ReturnType<AuditClient['activities']['list']>;
  assertType<Equal<List, PagePromise<Response<AuditActivities>, AuditActivity>>>(true);
  assertType<
    Equal<
      AuditEventParameters<'delete'>['deletion_reason'],
      | 'empty_trash'
      | 'individual_delete'
      | 'owning_shared_drive_delete'
      | 'subscription_canceled'
      | 'tos_violation'
      | 'trash_auto_delete'
      | 'user_account_delete'
      | undefined
    >
  >(true);
  assertType<Equal<AuditEventParameters<'edit'>['primary_event'], boolean | undefined>>(true);
  assertType<Equal<AuditEventParameters<'move'>['destination_folder_title'], string | string[] | undefined>>(true);
  assertType<Equal<AuditEventParameters<'change_user_access'>['new_value'], string | string[] | undefined>>(true);
  assertType<Equal<AuditEventGroup, 'access' | 'acl_change' | 'pooled_quota_metadata'>>(true);
  assertType<Equal<NestedParameter['multiBoolValue'], boolean[] | undefined>>(true);
  assertType<Equal<NonNullable<AuditActivity['networkInfo']>['regionCode'], string | undefined>>(true);
  assertType<Equal<NonNullable<NonNullable<AuditActivity['actor']>['agentAttributionInfo']>['agentId'], string | undefined>>(true);
  const use = (e: AuditEvent) => {
    if (e.known && e.name === 'copy') {
      const t: 'external' | 'internal' | undefined = e.parameters.copy_type;
      void t;
      // @ts-expect-error copy has no deletion_reason
      void e.parameters.deletion_reason;
    }
    if (!e.known) void e.raw;
  };
  const calls = () => {
    void client.activities.list({ eventName: 'an_event_added_later', allowUnknown: true });
    void client.activities.list({ applicationName: 'drive' });
    void client.activities.list({ applicationName: 'an_application_added_later' });
    void filterByGroup([], 'acl_change');
    // @ts-expect-error maxResults is a number
    void client.activities.list({ maxResults: '5' });
    // @ts-expect-error not a catalogue group
    void filterByGroup([], 'other');
  };
  expect([typeof use, typeof calls]).toEqual(['function', 'function']);
});
