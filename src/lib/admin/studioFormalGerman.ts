import type { DefaultTranslationsObject } from '@payloadcms/translations'

/** Every key optional at every depth: an override names only the strings it replaces. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

/**
 * The rich-text editor's own German strings. Lexical registers them under the `lexical`
 * namespace (`general` for the editor itself, one namespace per feature) while Payload builds
 * its config, after the project's translations have been merged, so an override here only
 * takes effect when it is merged again once the config is built (see studioI18n.ts). Only the
 * features the studio's editor uses register strings; the unit test fails when one of them
 * addresses the editor informally.
 */
export type LexicalGermanOverrides = {
  general?: { placeholder?: string }
  paragraph?: { label?: string; label2?: string }
}

/**
 * German studio strings that replace Payload's own: Payload's German catalogue addresses the
 * user with "du", and our editors are addressed with "Sie". The keys are Payload's (a typo
 * fails the type check for Payload's namespaces and the unit test for all of them); every
 * placeholder (`{{label}}`), numbered tag (`<1>…</1>`) and HTML element of the original is
 * kept, and plural variants (`_one`, `_other`, `_many`) are replaced together.
 *
 * Besides the form of address, a few strings are reworded where Payload's German reads
 * awkwardly: the empty-value marker in lists, the unpublishing messages and the label of
 * "duplicate with selected languages".
 */
export const studioFormalGerman = {
  authentication: {
    beginCreateFirstUser: 'Legen Sie ein erstes Benutzerkonto an, um zu beginnen',
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse mit einem Benutzerkonto verknüpft ist, erhalten Sie in Kürze Anweisungen zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch in Ihrem Spam-Ordner nach, falls die E-Mail nicht in Ihrem Posteingang ankommt.',
    forgotPasswordEmailInstructions:
      'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten dann eine E-Mail mit Anweisungen zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Die Anweisungen zum Zurücksetzen Ihres Passworts gehen an die E-Mail-Adresse, die mit Ihrem Benutzernamen verknüpft ist.',
    generatingNewAPIKeyWillInvalidate:
      'Wenn Sie einen neuen API-Schlüssel generieren, wird der bisherige <1>ungültig</1>. Möchten Sie wirklich fortfahren?',
    loggedIn:
      'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    loggedInChangePassword:
      'Um Ihr Passwort zu ändern, öffnen Sie Ihr <0>Benutzerkonto</0> und ändern Sie es dort.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden erfolgreich abgemeldet.',
    loginWithAnotherUser:
      'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    newAccountCreated:
      'Ein neues Konto wurde auf <a href="{{serverURL}}">{{serverURL}}</a> für Sie erstellt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um Ihre E-Mail-Adresse zu verifizieren: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Nachdem Sie Ihre E-Mail-Adresse verifiziert haben, können Sie sich anmelden.',
    resetYourPassword: 'Ihr Passwort zurücksetzen',
    verifyYourEmail: 'Ihre E-Mail-Adresse verifizieren',
    youAreInactive:
      'Sie waren einige Zeit inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um den Vorgang abzuschließen:',
    youDidNotRequestPassword:
      'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage:
      'Sie haben ungespeicherte Änderungen an Ihrem Dashboard-Layout. Möchten Sie diese wirklich verwerfen?',
    noItems:
      'Auf Ihrem Dashboard befinden sich keine Widgets. Sie können sie über das "Dashboard"-Menü in der oberen Leiste hinzufügen.',
    searchWidgets: 'Widgets suchen...',
  },
  error: {
    deletingTitle:
      'Beim Löschen von {{title}} ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound:
      'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde möglicherweise gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    insufficientClipboardPermissions:
      'Zugriff auf die Zwischenablage verweigert. Bitte prüfen Sie die Berechtigungen.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung, diese Seite aufzurufen.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung, diese Aktion auszuführen.',
    restoringTitle:
      'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    unauthorized: 'Nicht autorisiert – Sie müssen angemeldet sein, um diese Anfrage zu stellen.',
    unverifiedEmail: 'Bitte verifizieren Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument:
      'Geben Sie eine eigene URL ein oder verknüpfen Sie ein anderes Dokument.',
    chooseDocumentToLink: 'Wählen Sie ein Dokument, das Sie verlinken möchten',
  },
  folder: {
    folderTypeDescription:
      'Wählen Sie aus, welche Arten von Sammlungsdokumenten in diesem Ordner zugelassen sind.',
    moveItemsToFolderConfirmation:
      'Sie sind dabei, <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemsToRootConfirmation:
      'Sie sind dabei, <1>{{count}} {{label}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
    moveItemToFolderConfirmation:
      'Sie sind dabei, <1>{{title}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemToRootConfirmation:
      'Sie sind dabei, <1>{{title}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
  },
  general: {
    // The label is a collection's name of any grammatical gender, so no article before it.
    aboutToDelete: 'Sie sind dabei, {{label}} <1>{{title}}</1> zu löschen. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_one: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_other: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToPermanentlyDelete:
      'Sie sind dabei, {{label}} <1>{{title}}</1> dauerhaft zu löschen. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash:
      'Sie sind dabei, <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb zu löschen. Sind Sie sicher?',
    aboutToRestore:
      'Sie sind dabei, {{label}} <1>{{title}}</1> wiederherzustellen. Sind Sie sicher?',
    // The confirmation has a box "Als veröffentlicht wiederherstellen": the text says both
    // outcomes, so it is never wrong whichever way the box is set.
    aboutToRestoreAsDraft:
      'Sie sind dabei, {{label}} <1>{{title}}</1> wiederherzustellen: ohne Häkchen als Entwurf (für Leser unsichtbar), mit Häkchen veröffentlicht. Sind Sie sicher?',
    aboutToRestoreAsDraftCount:
      'Sie sind dabei, {{count}} {{label}} als Entwurf wiederherzustellen.',
    aboutToRestoreCount: 'Sie sind dabei, {{count}} {{label}} wiederherzustellen.',
    aboutToTrash:
      'Sie sind dabei, {{label}} <1>{{title}}</1> in den Papierkorb zu verschieben. Sind Sie sicher?',
    aboutToTrashCount: 'Sie sind dabei, {{count}} {{label}} in den Papierkorb zu verschieben.',
    changesNotSaved:
      'Ihre Änderungen wurden nicht gespeichert. Wenn Sie diese Seite verlassen, gehen Ihre Änderungen verloren.',
    copyWarning:
      'Sie sind dabei, {{to}} mit {{from}} für {{label}} {{title}} zu überschreiben. Sind Sie sicher?',
    // "Creating …" while a document is being created (Payload's German reads "Erstelle").
    creating: 'Wird erstellt',
    creatingNewLabel: '{{label}} wird erstellt',
    // The box in the restore confirmation; the note above the trash quotes it.
    restoreAsPublished: 'Als veröffentlicht wiederherstellen',
    // Follows the other editor's name: "Anna bearbeitet gerade dieses Dokument. …"
    currentlyEditing:
      'bearbeitet gerade dieses Dokument. Wenn Sie übernehmen, wird die Bearbeitung blockiert, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate:
      'Dieses Dokument wurde kürzlich von einem anderen Benutzer aktualisiert. Ihre Ansicht ist veraltet.',
    enterAValue: 'Geben Sie einen Wert ein',
    moveConfirm:
      'Sie sind dabei, {{count}} {{label}} nach <1>{{destination}}</1> zu verschieben. Sind Sie sicher?',
    // Shown in a list cell whose field is empty, e.g. "– ohne Titel –"; "ohne" fits a label
    // of any gender or number, unlike Payload's "<Kein {{label}}>".
    noLabel: '– ohne {{label}} –',
    // The search field joins further field names after this one ("…, Slug oder Autor"), so
    // the label must stay at the end.
    searchBy: 'Suchen nach {{label}}',
    sorryNotFound: 'Es tut uns leid, aber wir haben nichts gefunden, was Ihrer Anfrage entspricht.',
    unsavedChanges:
      'Sie haben ungespeicherte Änderungen. Speichern oder verwerfen Sie diese, bevor Sie fortfahren.',
    unsavedChangesDuplicate:
      'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem duplizieren?',
  },
  localization: {
    // Payload writes the duplicate button and drawer title as "<duplicate> <selectedLocales>"
    // and uses this key nowhere else, so it reads "Duplizieren (ausgewählte Sprachen)".
    selectedLocales: '(ausgewählte Sprachen)',
  },
  upload: {
    cropToolDescription:
      'Ziehen Sie die Ecken des ausgewählten Bereichs, zeichnen Sie einen neuen Bereich oder passen Sie die Werte unten an.',
    focalPointDescription:
      'Setzen Sie den Fokuspunkt direkt in der Vorschau oder passen Sie die Werte unten an.',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
    username:
      'Bitte geben Sie einen gültigen Benutzernamen ein. Er darf Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche enthalten.',
  },
  version: {
    aboutToPublishSelection:
      'Sie sind dabei, alle ausgewählten {{label}} zu veröffentlichen. Sind Sie sicher?',
    aboutToRestore: 'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRestoreGlobal:
      'Sie sind dabei, das globale Dokument {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRevertToPublished:
      'Sie sind dabei, dieses Dokument auf den veröffentlichten Stand zurückzusetzen. Sind Sie sicher?',
    aboutToUnpublish:
      'Sie sind dabei, die Veröffentlichung dieses Dokuments aufzuheben. Sind Sie sicher?',
    aboutToUnpublishIn:
      'Sie sind dabei, die Veröffentlichung dieses Dokuments in {{locale}} aufzuheben. Sind Sie sicher?',
    aboutToUnpublishSelection:
      'Sie sind dabei, die Veröffentlichung aller ausgewählten {{label}} aufzuheben. Sind Sie sicher?',
    unpublished: 'Nicht veröffentlicht',
    unpublishedSuccessfully: 'Veröffentlichung aufgehoben.',
    unpublishIn: 'Veröffentlichung in {{locale}} aufheben',
  },
  lexical: {
    general: { placeholder: "Beginnen Sie zu tippen oder drücken Sie '/' für Befehle..." },
    // Lexical's German keeps the English word in the `/` menu and the block-type dropdown.
    paragraph: { label: 'Absatz' },
  },
} satisfies DeepPartial<DefaultTranslationsObject> & { lexical: LexicalGermanOverrides }
