{ "title": "__TITLE__", "name": "Name", "add": "Add", "empty": "Nothing here yet", "name required": "Name required" }
