export { defineUiPlugin } from './define.js';
export {
  useApi,
  useMe,
  useAbility,
  useShell,
  useT,
  useRealtime,
  useRealtimeEmit,
  useRealtimeRoom,
  useVendor,
  useFormatSize,
  Can,
} from './hooks.js';
export { ProfileAvatar } from './avatar.js';
export { DateField, DateTimeField, TimeField } from './dates.js';
export { dateValueToIso } from './date-value.js';
export { useRuleText, ruleText, keyText, type RuleSource } from './rule-text.js';
export { useFormat, type Formats, type DateStyle } from './format.js';
export { Deferred, preloadPart, usePart, type DeferredProps, type DeferredLoader, type PartLoader } from './deferred.js';
export { whenPageIdle } from './idle.js';
export { useShownData } from './shown-data.js';
export { Slot, SlotItem, useSlot } from './slot.js';
export { placesPending } from './in-view.js';
export { Area, AreaBoundary, AreaLoader } from './boundary.js';
export { ApiError, createApiClient, apiPath, type ApiClient, type ApiCallOptions, type ApiClientOptions } from './api.js';
export { AtriumContext, PluginScope, type AbilitySource, type AtriumHost, type SlotContribution, type SlotOptions } from './context.js';
export * from './types.js';
export { remoteName } from './naming.js';
export {
  DepartmentPicker,
  useDepartments,
  departmentOptions,
  flattenDepartments,
  type DepartmentPickerProps,
  type StructureType,
} from './departments.js';
export { AudiencePicker, audienceOf, grantsOf, type Audience, PeoplePicker, type PeoplePickerProps } from './audience.js';
export type { UploadedFile, UploadOptions } from './upload.js';
export { useUploads, UPLOAD_PROGRESS_HIDE_MS } from './use-uploads.js';
export { FilesField, UploadProgress, type PickedFile, type FilesFieldProps, type UploadProgressProps } from './files.js';
export { RichText, RichTextEditor, useRichTextReady, type RichTextEditorProps } from './rich-text.js';
export { SortableList, type SortableListProps } from './sortable.js';
export { ArticlePicker, type ArticlePickerProps } from './article-picker.js';
export { MatchedSelect, type MatchedSelectProps } from './matched-select.js';
export { Counts, type Count } from './counts.js';
export { FormActions, type FormActionsProps } from './form-actions.js';
