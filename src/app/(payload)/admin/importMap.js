import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BodyWordDiff as BodyWordDiff_6c19f99f7718a3c69a58d021906f1584 } from '../../../components/studio/BodyWordDiff'
import { CategoryCell as CategoryCell_e75b41f9a486dc08fd7da4d3ce15c4a5 } from '../../../components/studio/CategoryCell'
import { JournalStateCell as JournalStateCell_6aef654e315d280fa197c597cffb3d7a } from '../../../components/studio/JournalStateCell'
import { ArticleActions as ArticleActions_f51254feb182fd99bae9ac97fb4999f6 } from '../../../components/studio/ArticleActions.client'
import { ArticleRowActions as ArticleRowActions_82dcbf3397c24abe9e58cff6700c565f } from '../../../components/studio/ArticleRowActions.client'
import { StudioDateCell as StudioDateCell_3fff6259dccce65a8d80d6380995bf0e } from '../../../components/studio/StudioDateCell'
import { ArticleStatusTabs as ArticleStatusTabs_0e06bea22ecf448c54777bddfc7f6326 } from '../../../components/studio/ArticleStatusTabs'
import { ArticleTrashNotice as ArticleTrashNotice_fce16e68e96a0dcfd74898eb59f185a2 } from '../../../components/studio/ArticleTrashNotice'
import { UnsavedWorkGuard as UnsavedWorkGuard_5afa9972420b633071067e08fe99ef1d } from '../../../components/studio/UnsavedWorkGuard.client'
import { KeepRefusedFieldErrors as KeepRefusedFieldErrors_923b8de15f748ad1ec4f7a33367c5f71 } from '../../../components/studio/KeepRefusedFieldErrors.client'
import { ArticleTrashedNotice as ArticleTrashedNotice_8ce940070c7da131b2d4c4a6c49aac12 } from '../../../components/studio/ArticleTrashedNotice.client'
import { SendAsNewsletter as SendAsNewsletter_e2aea5caccb9b2dda0211f18ab4a085e } from '../../../components/studio/SendAsNewsletter.client'
import { PublishWithIntentButton as PublishWithIntentButton_a72d767dc21397adbc218d1da64b06e1 } from '../../../components/studio/StatusIntentButtons.client'
import { SaveDraftWithIntentButton as SaveDraftWithIntentButton_a72d767dc21397adbc218d1da64b06e1 } from '../../../components/studio/StatusIntentButtons.client'
import { CmeTopicSelect as CmeTopicSelect_d9122466ca007676cdcface8b3eef063 } from '../../../components/studio/CmeTopicSelect.client'
import { CorrectChoiceRadio as CorrectChoiceRadio_b7ebf5584c8116139a2b34abe3b6e2a0 } from '../../../components/studio/CorrectChoiceRadio.client'
import { AudioTextStateCell as AudioTextStateCell_e6d641f4c7d574179a10cd7cbb4eac2c } from '../../../components/studio/AudioTextStateCell'
import { ProviderSettingsHint as ProviderSettingsHint_c4d62df8a52849a46faa23db09d798a3 } from '../../../components/studio/ProviderSettingsHint.client'
import { TranslateUiStrings as TranslateUiStrings_737bfa94e69aed313da16f55c2fd9324 } from '../../../components/studio/TranslateUiStrings.client'
import { AccountDeletionAction as AccountDeletionAction_ea16469d1e8f56cf905cf6167bd24a7c } from '../../../components/studio/AccountDeletionAction.client'
import { InvitationRequestReview as InvitationRequestReview_a825d75d040a66cdaa73dbd1866fa150 } from '../../../components/studio/InvitationRequestReview.client'
import { InvitationRequestFilter as InvitationRequestFilter_2c49f6aecaa6f15ec54deb7fb3a49021 } from '../../../components/studio/InvitationRequestFilter.client'
import { PremiumNowField as PremiumNowField_26a3d6c848bcad21208e7b620b8fd8d3 } from '../../../components/studio/MembershipPremiumNow.client'
import { PremiumNowCell as PremiumNowCell_26a3d6c848bcad21208e7b620b8fd8d3 } from '../../../components/studio/MembershipPremiumNow.client'
import { PracticeInvitationResend as PracticeInvitationResend_ce4f2450b69044715b0f77510f35d437 } from '../../../components/studio/PracticeInvitationResend.client'
import { NewsletterExport as NewsletterExport_649de8d87209475b86a07660eac045a4 } from '../../../components/studio/NewsletterExport.client'
import { NewsletterPreview as NewsletterPreview_d5e94bbeca8dd668292b0e7a8997be8c } from '../../../components/studio/NewsletterPreview.client'
import { NewsletterActions as NewsletterActions_a2667461f3321a4ffbfa6fc238516cbd } from '../../../components/studio/NewsletterActions.client'
import { SecretInput as SecretInput_b4cd7f52caeddc3b26f215128a546f33 } from '../../../components/studio/SecretInput.client'
import { ConnectionTest as ConnectionTest_92e54825fd4f9349708a19b8d5e1cf4f } from '../../../components/studio/ConnectionTest.client'
import { StudioIcon as StudioIcon_f0bba31427306c97d2a7978f7fabacba } from '../../../components/studio/StudioLogo'
import { StudioLogo as StudioLogo_f0bba31427306c97d2a7978f7fabacba } from '../../../components/studio/StudioLogo'
import { ImportNavLink as ImportNavLink_21b05ec455cc7983ecb672562c4c97ac } from '../../../components/studio/ImportNavLink'
import { StudioDashboard as StudioDashboard_3790390a8e46a2c4d597ba025eb0989b } from '../../../components/studio/StudioDashboard'
import { OpenNavOnWideScreens as OpenNavOnWideScreens_9813195c444a5fbce1e8f25e0561a8d3 } from '../../../components/studio/OpenNavOnWideScreens.client'
import { ContentLanguageGuard as ContentLanguageGuard_02eff404a25da36ad047505ce7b8a71f } from '../../../components/studio/ContentLanguageGuard.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportView as ImportView_f6a5580b73c66a052548583dbe446405 } from '../../../components/studio/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/studio/BodyWordDiff#BodyWordDiff": BodyWordDiff_6c19f99f7718a3c69a58d021906f1584,
  "/components/studio/CategoryCell#CategoryCell": CategoryCell_e75b41f9a486dc08fd7da4d3ce15c4a5,
  "/components/studio/JournalStateCell#JournalStateCell": JournalStateCell_6aef654e315d280fa197c597cffb3d7a,
  "/components/studio/ArticleActions.client#ArticleActions": ArticleActions_f51254feb182fd99bae9ac97fb4999f6,
  "/components/studio/ArticleRowActions.client#ArticleRowActions": ArticleRowActions_82dcbf3397c24abe9e58cff6700c565f,
  "/components/studio/StudioDateCell#StudioDateCell": StudioDateCell_3fff6259dccce65a8d80d6380995bf0e,
  "/components/studio/ArticleStatusTabs#ArticleStatusTabs": ArticleStatusTabs_0e06bea22ecf448c54777bddfc7f6326,
  "/components/studio/ArticleTrashNotice#ArticleTrashNotice": ArticleTrashNotice_fce16e68e96a0dcfd74898eb59f185a2,
  "/components/studio/UnsavedWorkGuard.client#UnsavedWorkGuard": UnsavedWorkGuard_5afa9972420b633071067e08fe99ef1d,
  "/components/studio/KeepRefusedFieldErrors.client#KeepRefusedFieldErrors": KeepRefusedFieldErrors_923b8de15f748ad1ec4f7a33367c5f71,
  "/components/studio/ArticleTrashedNotice.client#ArticleTrashedNotice": ArticleTrashedNotice_8ce940070c7da131b2d4c4a6c49aac12,
  "/components/studio/SendAsNewsletter.client#SendAsNewsletter": SendAsNewsletter_e2aea5caccb9b2dda0211f18ab4a085e,
  "/components/studio/StatusIntentButtons.client#PublishWithIntentButton": PublishWithIntentButton_a72d767dc21397adbc218d1da64b06e1,
  "/components/studio/StatusIntentButtons.client#SaveDraftWithIntentButton": SaveDraftWithIntentButton_a72d767dc21397adbc218d1da64b06e1,
  "/components/studio/CmeTopicSelect.client#CmeTopicSelect": CmeTopicSelect_d9122466ca007676cdcface8b3eef063,
  "/components/studio/CorrectChoiceRadio.client#CorrectChoiceRadio": CorrectChoiceRadio_b7ebf5584c8116139a2b34abe3b6e2a0,
  "/components/studio/AudioTextStateCell#AudioTextStateCell": AudioTextStateCell_e6d641f4c7d574179a10cd7cbb4eac2c,
  "/components/studio/ProviderSettingsHint.client#ProviderSettingsHint": ProviderSettingsHint_c4d62df8a52849a46faa23db09d798a3,
  "/components/studio/TranslateUiStrings.client#TranslateUiStrings": TranslateUiStrings_737bfa94e69aed313da16f55c2fd9324,
  "/components/studio/AccountDeletionAction.client#AccountDeletionAction": AccountDeletionAction_ea16469d1e8f56cf905cf6167bd24a7c,
  "/components/studio/InvitationRequestReview.client#InvitationRequestReview": InvitationRequestReview_a825d75d040a66cdaa73dbd1866fa150,
  "/components/studio/InvitationRequestFilter.client#InvitationRequestFilter": InvitationRequestFilter_2c49f6aecaa6f15ec54deb7fb3a49021,
  "/components/studio/MembershipPremiumNow.client#PremiumNowField": PremiumNowField_26a3d6c848bcad21208e7b620b8fd8d3,
  "/components/studio/MembershipPremiumNow.client#PremiumNowCell": PremiumNowCell_26a3d6c848bcad21208e7b620b8fd8d3,
  "/components/studio/PracticeInvitationResend.client#PracticeInvitationResend": PracticeInvitationResend_ce4f2450b69044715b0f77510f35d437,
  "/components/studio/NewsletterExport.client#NewsletterExport": NewsletterExport_649de8d87209475b86a07660eac045a4,
  "/components/studio/NewsletterPreview.client#NewsletterPreview": NewsletterPreview_d5e94bbeca8dd668292b0e7a8997be8c,
  "/components/studio/NewsletterActions.client#NewsletterActions": NewsletterActions_a2667461f3321a4ffbfa6fc238516cbd,
  "/components/studio/SecretInput.client#SecretInput": SecretInput_b4cd7f52caeddc3b26f215128a546f33,
  "/components/studio/ConnectionTest.client#ConnectionTest": ConnectionTest_92e54825fd4f9349708a19b8d5e1cf4f,
  "/components/studio/StudioLogo#StudioIcon": StudioIcon_f0bba31427306c97d2a7978f7fabacba,
  "/components/studio/StudioLogo#StudioLogo": StudioLogo_f0bba31427306c97d2a7978f7fabacba,
  "/components/studio/ImportNavLink#ImportNavLink": ImportNavLink_21b05ec455cc7983ecb672562c4c97ac,
  "/components/studio/StudioDashboard#StudioDashboard": StudioDashboard_3790390a8e46a2c4d597ba025eb0989b,
  "/components/studio/OpenNavOnWideScreens.client#OpenNavOnWideScreens": OpenNavOnWideScreens_9813195c444a5fbce1e8f25e0561a8d3,
  "/components/studio/ContentLanguageGuard.client#ContentLanguageGuard": ContentLanguageGuard_02eff404a25da36ad047505ce7b8a71f,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/studio/ImportView#ImportView": ImportView_f6a5580b73c66a052548583dbe446405,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
