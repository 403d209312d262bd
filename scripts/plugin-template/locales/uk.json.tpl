{ "title": "__TITLE__", "name": "Назва", "add": "Додати", "empty": "Тут поки нічого немає", "name required": "Вкажіть назву" }
